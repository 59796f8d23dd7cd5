import {
  Award,
  Bath,
  Check,
  ChefHat,
  Clock,
  Hammer,
  House,
  Leaf,
  type LucideIcon,
  MessagesSquare,
  PencilRuler,
  ShieldCheck,
  Sun,
  Users,
  Warehouse,
} from 'lucide-react'
import type { IconKey } from '@/lib/content/schema'
import { cn } from '@/lib/cn'

/** Content refers to icons by key; this map is the only place that knows which drawing each key uses. */
const icons: Record<IconKey, LucideIcon> = {
  kitchen: ChefHat,
  bath: Bath,
  home: House,
  addition: Warehouse,
  outdoor: Sun,
  design: PencilRuler,
  check: Check,
  award: Award,
  users: Users,
  clock: Clock,
  leaf: Leaf,
  message: MessagesSquare,
  shield: ShieldCheck,
  hammer: Hammer,
}

/** A decorative icon: hidden from screen readers, since the text next to it says the same. */
export function Icon({ name, className }: { name: IconKey; className?: string }) {
  const Drawing = icons[name]
  return (
    <Drawing aria-hidden="true" focusable="false" className={cn('size-6 shrink-0', className)} />
  )
}
