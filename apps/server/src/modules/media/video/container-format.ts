/**
 * The ffmpeg demuxer of each video type the intake keeps (allowed-types.ts), by the type sniffed from the
 * file's bytes. ffmpeg never guesses the format of an uploaded file: left to probe, it can take bytes that
 * sniff as MP4 for a streaming manifest (DASH, HLS) or a concat list and open every local file the document
 * names, transcoding another tenant's video into the uploader's library. Forced to the confirmed container,
 * with that demuxer as the only format and `file` as the only protocol, it reads the upload and nothing else.
 */
export type ContainerFormat = {
  /** The demuxer `-f` names. */
  demuxer: string;
  /** Every name the demuxer answers to: the format whitelist, and the `format_name` ffprobe reports. */
  names: string;
};

const quickTime: ContainerFormat = { demuxer: 'mov', names: 'mov,mp4,m4a,3gp,3g2,mj2' };
const matroska: ContainerFormat = { demuxer: 'matroska', names: 'matroska,webm' };

const containers: Record<string, ContainerFormat> = {
  'video/mp4': quickTime,
  'video/quicktime': quickTime,
  'video/webm': matroska,
  'video/matroska': matroska,
};

/** The container of a sniffed video type; null for anything the intake does not keep as a video. */
export function containerOf(mime: string): ContainerFormat | null {
  return Object.hasOwn(containers, mime) ? containers[mime] : null;
}

/**
 * The options that go before `-i`: they bind to the input alone (the HLS and poster outputs are written as
 * usual). `-protocol_whitelist file` also covers anything the demuxer would open on its own.
 */
export function forcedInputArguments(container: ContainerFormat): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', container.names, '-f', container.demuxer];
}
