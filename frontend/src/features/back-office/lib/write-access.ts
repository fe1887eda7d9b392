// Who may write, as the contract's x-access rules say; write buttons are hidden from everyone else (the server
// would answer 403, which sends the user to /403).
import { useSnapshot } from 'valtio';
import { session, type UserType } from '@/stores/user';

/** userType:system|tenant, userType:system, or any user authorised for the project. */
export type Writers = 'administrators' | 'system' | 'members';

const writerTypes: Record<Writers, readonly UserType[]> = {
  administrators: ['system', 'tenant'],
  system: ['system'],
  members: ['system', 'tenant', 'user'],
};

export function mayWrite(userType: UserType, writers: Writers): boolean {
  return writerTypes[writers].includes(userType);
}

export function useMayWrite(writers: Writers): boolean {
  const { userType } = useSnapshot(session);
  return mayWrite(userType, writers);
}
