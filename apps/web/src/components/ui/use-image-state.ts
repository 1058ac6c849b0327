import { useCallback, useState } from 'react';

export type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * Whether an <img> has loaded or failed, for a picture that shows a drawn stand-in until then.
 * Spread `imageProps` on the img. A server-rendered picture may have finished before React
 * listened for its load event: the ref reads that on mount.
 */
export function useImageState() {
  const [state, setState] = useState<ImageState>('loading');
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setState(img.naturalWidth ? 'loaded' : 'failed');
  }, []);
  const imageProps = {
    ref,
    onLoad: () => setState('loaded'),
    onError: () => setState('failed'),
  };
  return { state, imageProps };
}
