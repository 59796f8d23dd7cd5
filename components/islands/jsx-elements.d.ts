import type { HTMLAttributes } from 'react'

type CustomElementProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string }

// The island elements of components/islands/elements.ts, for JSX.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': CustomElementProps
      'island-slot': CustomElementProps
    }
  }
}
