import { descriptionBlocks, type DescriptionBlock } from '../../format';
import { HeadedItems } from '../ui';

/**
 * A CMS `text` field rendered by the description rule (docs/product.md#display-rules): runs of '-' paragraphs become
 * headed items (HeadedItems), other paragraphs stay paragraphs. Text only, never markup.
 */
export function DescriptionText({ text, className }: { text: string | null | undefined; className?: string }) {
  const blocks = descriptionBlocks(text);
  if (blocks.length === 0) return null;
  const groups: Array<
    { kind: 'paragraph'; text: string } | { kind: 'items'; items: Array<Extract<DescriptionBlock, { kind: 'item' }>> }
  > = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (block.kind === 'item') {
      if (last?.kind === 'items') last.items.push(block);
      else groups.push({ kind: 'items', items: [block] });
    } else groups.push(block);
  }
  return (
    <div className={className ? `stack ${className}` : 'stack'}>
      {groups.map((g, i) =>
        g.kind === 'items' ? (
          <HeadedItems key={i} items={g.items.map((it) => ({ heading: it.heading, body: it.body }))} />
        ) : (
          <p key={i}>{g.text}</p>
        ),
      )}
    </div>
  );
}
