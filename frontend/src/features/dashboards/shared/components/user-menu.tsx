// The user dropdown of the dashboard headers: the avatar (or the nickname's initial) and the nickname, and the
// shell's actions for it.
import { IconChevronDown } from '@douyinfe/semi-icons';
import { Dropdown } from '@douyinfe/semi-ui-19';
import { useSnapshot } from 'valtio';
import { UserAvatar } from '@/components/user-avatar';
import { session } from '@/stores/user';

export interface UserAction {
  label: string;
  onSelect: () => void;
}

export function UserMenu({ actions }: { actions: readonly UserAction[] }) {
  const { nickname, avatar } = useSnapshot(session);
  return (
    <Dropdown
      trigger="click"
      clickToHide
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {actions.map((action) => (
            <Dropdown.Item key={action.label} onClick={action.onSelect}>
              {action.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <button type="button" className="bs-user" data-testid="dashboard-user-menu">
        <UserAvatar name={nickname} src={avatar} size="extra-extra-small" className="bs-user-avatar" />
        <span>{nickname}</span>
        <IconChevronDown size="small" />
      </button>
    </Dropdown>
  );
}
