import type { DeskPost } from "@lampstand/contract/entities";
import { WholeUploadedImage } from "~/components/ui/uploaded-image";
import { useSettings } from "~/lib/settings";
import type { MessageBlock } from "./message-blocks";
import { FormattedBlocks } from "./message-view";

/**
 * A newsletter's picture (a placeholder when it has none) and its formatted message: the public
 * page (/pastor-desk/{id}) and the staff's View (/admin/post/{id}) draw it alike, so staff see
 * what visitors read. `blocks`: its message cut by messageBlocks (with the post's title, so it is
 * not repeated); `sizes` is the picture's width in the page's layout. The picture is shown whole
 * (issue 24); the staff's View reads the list, which has no `image_size`, and fits it into a wide box.
 */
export function NewsletterBody({ post, blocks, sizes }: { post: Pick<DeskPost, "image" | "image_size">; blocks: readonly MessageBlock[]; sizes: string }) {
  const { emails } = useSettings();
  return (
    <>
      <WholeUploadedImage image={post.image} size={post.image_size} alt="" sizes={sizes} priority placeholderIcon="mail" />
      <FormattedBlocks blocks={blocks} churchEmails={Object.values(emails)} />
    </>
  );
}
