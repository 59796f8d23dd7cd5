import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'inverse'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'border border-primary/30 bg-card text-primary hover:border-primary hover:bg-muted',
  inverse: 'bg-inverse-foreground text-inverse hover:bg-white',
}

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-base font-semibold transition-colors',
    variants[variant],
    className,
  )

/** A link that looks like a button: every call to action on the site leads somewhere. */
export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<'a'> & { variant?: ButtonVariant; href: string }) {
  return <a className={buttonClasses(variant, className)} {...props} />
}
