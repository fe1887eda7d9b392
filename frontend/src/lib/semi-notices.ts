// Semi's toast and dialog functions, loaded with the first message (lib/notify): a page shows without them, and
// with them its first scripts carried Semi's modal, toast, typography and tooltip.
export { Modal, Toast } from '@douyinfe/semi-ui-19';
export { withInfo, withWarning } from '@douyinfe/semi-ui-19/lib/es/modal/confirm';
