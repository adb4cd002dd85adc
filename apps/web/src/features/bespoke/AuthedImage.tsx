import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthedImage } from './bespokeSelectors';
import { authedImageRequested } from './bespokeSlice';

/** An image the server only gives with the auth headers (a bespoke upload), loaded by the bespoke saga. */
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
  const dispatch = useAppDispatch();
  const selector = useMemo(() => selectAuthedImage(path), [path]);
  const image = useAppSelector(selector);

  useEffect(() => {
    if (!image) dispatch(authedImageRequested(path));
  }, [dispatch, image, path]);

  if (image?.url)
    return <img className={className} src={image.url} alt={alt} width={width} height={height} />;
  return (
    <span
      className={`${className ?? ''} authed-image--placeholder${image?.status === 'failed' ? ' is-failed' : ''}`}
      style={{ width, height }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    />
  );
}
