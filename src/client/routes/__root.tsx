import { notFoundMessages } from '@shared/messages'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Toaster } from '@/components/ui/toaster'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-32 text-center">
      <h1 className="text-4xl font-bold">{notFoundMessages.page}</h1>
    </main>
  )
}
