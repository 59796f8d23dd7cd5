/**
 * Raises a toast from any client component. sonner is loaded with the first toast, not with the
 * page, so it costs nothing until a visitor submits the form. <Toaster /> (mounted once in the
 * root layout) connects itself here and renders sonner's toaster when it has loaded.
 */
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type ShowToaster = (sonner: Sonner) => Promise<void>

/** The product's own toasts close after about five seconds (docs/decisions.md). */
export const toastDuration = 5000

let showToaster: ShowToaster | null = null
let loading: Promise<Sonner> | null = null

export function connectToaster(show: ShowToaster): () => void {
  showToaster = show
  return () => {
    if (showToaster === show) showToaster = null
  }
}

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(async (sonner) => {
    await showToaster?.(sonner)
    return sonner
  })
  return loading
}

export type ToastKind = 'success' | 'error'

export async function notify(
  kind: ToastKind,
  title: string,
  description: string,
  options: ExternalToast = {},
) {
  const { toast } = await loadSonner()
  toast[kind](title, { description, duration: toastDuration, ...options })
}
