// Where the XDG Desktop Portal answers on the session bus (xdg-desktop-portal's documentation:
// every portal interface is on this name and object). Apart from the D-Bus code, so asking whether
// the portal answers does not load the D-Bus library.
export const PORTAL_BUS_NAME = 'org.freedesktop.portal.Desktop'
export const PORTAL_OBJECT_PATH = '/org/freedesktop/portal/desktop'
