// The stored project name a board titles itself with until its project's answer arrives. In a tenant context
// (menuType 'tenant', chosen in the shell's project tree) the stored name is the tenant's or organisation's, while
// the board shows a project: its title showed the tenant's name until the answer replaced it.
import { useSnapshot } from 'valtio';
import { context } from '@/stores/context';

export function useProjectName(): string | undefined {
  const { projectName, menuType } = useSnapshot(context);
  return menuType === 'tenant' ? undefined : projectName;
}
