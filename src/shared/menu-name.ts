// The Menus section's name, which the staff shell's sidebar shows, in a module of its own: the rest
// of the section's words (menu-messages.ts) load with its section only.

export const menusHeading = 'Menus'
