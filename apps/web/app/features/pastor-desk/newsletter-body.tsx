import type { DeskPost } from "@lampstand/contract/entities";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { useSettings } from "~/lib/settings";
import type { MessageBlock } from "./message-blocks";
import { FormattedBlocks } from "./message-view";

/**
 * A newsletter's picture (a placeholder when it has none) and its formatted message: the public
 * page (/pastor-desk/{id}) and the staff's View (/admin/post/{id}) draw it alike, so staff see
 * what visitors read. `blocks`: its message cut by messageBlocks (with the post's title, so it is
 * not repeated); `sizes` is the picture's width in the page's layout.
 */
export function NewsletterBody({ post, blocks, sizes }: { post: Pick<DeskPost, "image">; blocks: readonly MessageBlock[]; sizes: string }) {
  const { emails } = useSettings();
  return (
    <>
      <UploadedImage
        image={post.image}
        alt=""
        sizes={sizes}
        width={1200}
        height={675}
        priority
        className="aspect-video w-full rounded-3xl object-cover shadow-lg"
        placeholderIcon="mail"
      />
      <FormattedBlocks blocks={blocks} churchEmails={Object.values(emails)} />
    </>
  );
}
