import type { ReactNode } from 'react';
import { HeadedItems, type HeadedItem } from '../../../shared/components/ui';
import { descriptionBlocks } from '../../../shared/format';

/**
 * The description rule (docs/product.md#display-rules): when any line starts with '-', the '-'
 * paragraphs become headed items (first line the heading, the rest the body); other paragraphs stay
 * paragraphs. CMS text as text.
 */
export function Description({ text }: { text: string | null | undefined }) {
  const out: ReactNode[] = [];
  let items: HeadedItem[] = [];
  const flush = () => {
    if (items.length) out.push(<HeadedItems key={`items-${out.length}`} items={items} />);
    items = [];
  };
  for (const block of descriptionBlocks(text)) {
    if (block.kind === 'item') {
      items.push({ heading: block.heading, ...(block.body ? { body: block.body } : {}) });
    } else {
      flush();
      out.push(<p key={`p-${out.length}`}>{block.text}</p>);
    }
  }
  flush();
  if (out.length === 0) return null;
  return <div className="stack lead">{out}</div>;
}
