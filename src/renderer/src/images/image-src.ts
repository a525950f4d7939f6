// The address an <img> loads for a card's picture URL. In the app every URL loads as it is: the
// main process answers tapestry: (the library, and the thumbnails and renditions of the person's
// folders). The browser harness cannot register a scheme, so its build puts its own version of
// this module in this one's place (harness/vite.config.ts), sending tapestry: to its bridge.
export function imageSrc(url: string): string {
  return url
}
