import { SSR_ROOT_ATTRIBUTE } from '@shared/app-render'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import './styles.css'

const router = createAppRouter()

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

if (container.hasAttribute(SSR_ROOT_ATTRIBUTE)) {
  // The Worker rendered this route (docs/decisions/005). Marking the router as server-rendered
  // makes it build the same tree as the server did (no root Suspense boundary), and loading the
  // route chunks first means nothing suspends, so React adopts the page's DOM as it is.
  router.ssr = { manifest: undefined }
  void router.load().then(() => hydrateRoot(container, app))
} else {
  createRoot(container).render(app)
}
