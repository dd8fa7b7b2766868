import { messageBlocks } from "./message-blocks";
import { FormattedBlocks } from "./message-view";

/**
 * A pastor's desk message formatted as it is typed (the admin's preview and View). `title`: the
 * post's title, shown above by the page, so the message does not repeat it.
 */
export function FormattedMessage({ message, churchEmails, title }: { message: string; churchEmails: readonly string[]; title?: string }) {
  return <FormattedBlocks blocks={messageBlocks(message, churchEmails, title)} churchEmails={churchEmails} />;
}
