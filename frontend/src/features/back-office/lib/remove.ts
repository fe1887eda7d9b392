// Removing a record: the docs/requirements/envelope.md#message-helpers confirm (温馨提示, 确定 / 取消) first, then the call and a success toast.
import { confirm, toast } from '@/lib/notify';
import { text } from '../i18n';

/** True when the record was removed; a failed call was already shown by the request layer. */
export async function removeAfterConfirm(name: string, remove: () => Promise<unknown>): Promise<boolean> {
  if (!(await confirm(text('removeConfirm', { name })))) return false;
  try {
    await remove();
  } catch {
    return false;
  }
  toast('success', text('removed'));
  return true;
}
