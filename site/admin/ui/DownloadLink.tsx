import type { ReactNode } from 'react';

interface DownloadLinkProps {
  /** The file's address (the server names the file); null while there is nothing to download. */
  href: string | null;
  className: string;
  children: ReactNode;
}

/** A download styled as a button: a real link, so the browser downloads the server's file itself. */
export function DownloadLink({ href, className, children }: DownloadLinkProps) {
  if (href === null) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- nothing to download yet: HTML's placeholder link, disabled
      <a role="link" aria-disabled="true" className={`${className} cursor-not-allowed opacity-60`}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} download className={className}>
      {children}
    </a>
  );
}
