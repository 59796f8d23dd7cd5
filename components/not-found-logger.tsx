'use client'

import { useEffect } from 'react'

/** Reports the path a visitor asked for, so a broken link shows up in the console and in monitoring. */
export function NotFoundLogger({ message }: { message: string }) {
  useEffect(() => {
    console.error(message.replace('{path}', window.location.pathname + window.location.search))
  }, [message])
  return null
}
