import type { AppContext } from '../app-env';
import { renderPage } from '../render/render';

export function NotFound({
  title = 'Oops! Page not found',
  message = "The page you're looking for doesn't exist.",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <section className="container section state state--notfound">
      <h1>{title}</h1>
      <p>{message}</p>
      <a className="btn btn--primary" href="/">
        Back to home
      </a>
    </section>
  );
}

/** Every unknown path: 'Oops! Page not found' with a link home, HTTP 404 (500: the content API failed). */
export function notFoundPage(c: AppContext, props?: { title?: string; message?: string }, status: 404 | 500 = 404) {
  return renderPage(c, {
    status,
    meta: {
      title: props?.title ?? 'Page not found',
      description: "The page you're looking for doesn't exist.",
      path: new URL(c.req.url).pathname,
      noindex: true,
    },
    body: <NotFound {...props} />,
  });
}
