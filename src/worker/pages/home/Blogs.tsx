import { PostCard } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import { Empty } from './Section';
import type { PostView } from './view';

/** Featured blogs: up to six, newest first, with the excerpt of docs/product.md#display-rules. */
export function Blogs({ list }: { list: PostView[] }) {
  const t = useT();
  const lp = useLocalePath();
  const fmt = useFormat();
  if (list.length === 0) return <Empty text={t('pages.home.noBlogs')} />;
  return (
    <ul className="grid-3" data-section="blogs">
      {list.map((p) => (
        <li key={p.id}>
          <PostCard
            title={p.title}
            href={lp(p.href)}
            image={p.image}
            date={p.dateTime ? fmt.date(p.dateTime) : p.date}
            dateTime={p.dateTime}
            author={p.author}
            excerpt={p.excerpt}
            categories={p.categories}
          />
        </li>
      ))}
    </ul>
  );
}
