/** Spec §2: a presence status chosen in the user menu, local to the menu and never saved. */
export type PresenceStatus = 'online' | 'away' | 'busy';

export const presenceStatuses: readonly { value: PresenceStatus; label: string }[] = [
  { value: 'online', label: 'En ligne' },
  { value: 'away', label: 'Absent' },
  { value: 'busy', label: 'Occupé' },
];

export function presenceLabel(status: PresenceStatus): string {
  return presenceStatuses.find((entry) => entry.value === status)?.label ?? status;
}
