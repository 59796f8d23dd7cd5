/** Clicks a browser keeps for itself (new tab, new window, download, middle button): never held or replayed. */
export const modifiedClicks: MouseEventInit[] = [
  { ctrlKey: true },
  { metaKey: true },
  { shiftKey: true },
  { altKey: true },
  { button: 1 },
]
