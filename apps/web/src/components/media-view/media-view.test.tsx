import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaView } from './media-view.tsx';

const video = {
  uuid: 'v',
  title: 'Forklift safety',
  mime: 'video/mp4',
  hls: null,
  url: '/api/v1/media/v/original?s=1',
};

describe('a video in the player (issue 22)', () => {
  it('shows the poster a lesson, block or course carries before it plays', () => {
    const { getByTestId } = render(
      <MediaView media={{ ...video, poster_url: '/api/v1/media/p/original?s=2' }} />,
    );
    expect(getByTestId('lesson-video').getAttribute('poster')).toBe('/api/v1/media/p/original?s=2');
  });

  it("shows the media manager item's poster image, and none when the video has no poster", () => {
    const manager = render(
      <MediaView media={{ ...video, poster_image: { url: '/api/v1/media/q/original?s=3' } }} />,
    );
    expect(manager.getByTestId('lesson-video').getAttribute('poster')).toBe('/api/v1/media/q/original?s=3');
    manager.unmount();
    const bare = render(<MediaView media={{ ...video, poster_url: null, poster_image: null }} />);
    expect(bare.getByTestId('lesson-video').hasAttribute('poster')).toBe(false);
  });
});
