import { useEffect, useRef } from 'react';
import classes from './hls-video.module.css';
import { isHlsUrl } from './media-source.ts';

/**
 * A video element: a plain file plays as it is, an HLS playlist natively where the browser can (Safari), else
 * through hls.js, loaded only when a video is shown so the academy entry stays small.
 */
export function HlsVideo(props: { src: string; title: string; poster?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // A plain video file (mp4, webm) plays without hls.js; so does HLS where the browser knows it (Safari).
    if (!isHlsUrl(props.src) || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = props.src;
      return;
    }
    let destroyed = false;
    let player: { destroy: () => void } | null = null;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        video.src = props.src;
        return;
      }
      const hls = new Hls();
      hls.loadSource(props.src);
      hls.attachMedia(video);
      player = hls;
    });
    return () => {
      destroyed = true;
      player?.destroy();
    };
  }, [props.src]);
  return (
    // biome-ignore lint/a11y/useMediaCaption: authored videos carry their subtitles in the HLS stream.
    <video
      ref={ref}
      controls
      preload="metadata"
      poster={props.poster}
      aria-label={props.title}
      data-testid="lesson-video"
      className={classes.video}
    />
  );
}
