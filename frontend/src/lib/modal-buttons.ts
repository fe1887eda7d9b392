// Semi labels its modal footer buttons aria-label="confirm"/"cancel", which names them in English for assistive
// technology and role queries whatever they read: the message dialogs (lib/notify) and DraggableModal name them by
// their texts instead.

/** Footer button props of a Semi modal with these texts, named by them. */
export function namedFooterButtons(okText: string, cancelText: string) {
  return {
    okText,
    okButtonProps: { 'aria-label': okText },
    cancelText,
    cancelButtonProps: { 'aria-label': cancelText },
  };
}
