import { useAuthedImageQuery } from './bespokeApi';

/** An image the server only gives with the auth headers (a bespoke upload). */
export function AuthedImage({
  path,
  alt,
  width,
  height,
  className,
}: {
  path: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const image = useAuthedImageQuery(path, { refetchOnMountOrArgChange: false });
  if (image.data)
    return <img className={className} src={image.data} alt={alt} width={width} height={height} />;
  return (
    <span
      className={`${className ?? ''} authed-image--placeholder${image.isError ? ' is-failed' : ''}`}
      style={{ width, height }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    />
  );
}
