// The user's avatar (navigation bar user menu, dashboards' user dropdown): the picture when there is one and it
// loads, else the first character of the display name on a circle whose colour follows from the name, so the
// same user always gets the same colour and a missing or broken picture never shows as a broken image.
import { Avatar } from '@douyinfe/semi-ui-19';
import type { AvatarColor, AvatarProps } from '@douyinfe/semi-ui-19/lib/es/avatar';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';

const colors: readonly AvatarColor[] = [
  'amber',
  'blue',
  'cyan',
  'green',
  'indigo',
  'light-blue',
  'light-green',
  'lime',
  'orange',
  'pink',
  'purple',
  'red',
  'teal',
  'violet',
];

/** A colour of Semi's palette picked by a hash of the name (the same name always gets the same colour). */
export function avatarColor(name: string): AvatarColor {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return colors[hash % colors.length] ?? 'blue';
}

/** The first character of the name (a whole character, also outside the BMP), upper case; ? for no name. */
export function nameInitial(name: string): string {
  const [first] = name.trim();
  return first ? first.toUpperCase() : '?';
}

export interface UserAvatarProps {
  name: string;
  /** The avatar address from the user info; empty or missing shows the initial. */
  src?: string | null;
  size?: AvatarProps['size'];
  className?: string;
}

export function UserAvatar({ name, src, size = 'small', className }: UserAvatarProps) {
  const url = mediaUrl(src);
  // The address that failed to load: a new address is tried again.
  const [failed, setFailed] = useState('');
  const picture = url !== '' && url !== failed;
  return (
    <Avatar
      // A new address starts afresh (Semi keeps its own "image missing" state).
      key={url}
      size={size}
      className={className}
      color={avatarColor(name)}
      src={picture ? url : undefined}
      alt={name}
      onError={() => setFailed(url)}
      // The name is written beside it wherever it is shown.
      aria-hidden="true"
      data-testid="user-avatar"
    >
      {/* An element, not a string: for text Semi measures the label on mount to shrink it into the circle, a
          forced layout of the whole page (40 ms on a signed-in page's first render); one character always fits. */}
      <span className="semi-avatar-content">
        <span className="semi-avatar-label">{nameInitial(name)}</span>
      </span>
    </Avatar>
  );
}
