import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { ApiProvider } from './api/api-context'
import { NoService } from './i18n/NoService'
import { WindowIntl } from './i18n/WindowIntl'
import './styles/tokens.css'
import './styles/app.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

// The preload (or the harness) provides window.api; a window opened without it says so instead of
// failing on its first call.
const api = typeof window.api?.search === 'function' ? window.api : null

createRoot(root).render(
  <StrictMode>
    {api === null ? (
      <WindowIntl setting={null}>
        <NoService />
      </WindowIntl>
    ) : (
      <ApiProvider api={api}>
        <App />
      </ApiProvider>
    )}
  </StrictMode>,
)
