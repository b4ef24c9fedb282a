// Where the track markers may stand and what each box does, read off the tracks' data (data/tracks.ts):
// the Negotiations Track (Table 4.1) and the Weather Track (Table 4.3).
import { NEGOTIATIONS_TRACK, WEATHER_TRACK } from './data/tracks.ts';
import type { WeatherBox, WeatherTrackBox } from './data/types.ts';

const POLITICS_MIN = NEGOTIATIONS_TRACK[0]!.box;
const POLITICS_MAX = NEGOTIATIONS_TRACK[NEGOTIATIONS_TRACK.length - 1]!.box;
/** The politics marker stays on the Negotiations Track, Parliament to Trnsvl Ind (Table 4.1). */
export const clampPolitics = (box: number): number => Math.max(POLITICS_MIN, Math.min(POLITICS_MAX, box));

const WEATHER_MIN = WEATHER_TRACK[0]!.box;
const WEATHER_MAX = WEATHER_TRACK[WEATHER_TRACK.length - 1]!.box;
/** r. 2.2, R48: the weather marker moves `by` boxes and stays put at either end of the track. */
export const weatherBoxAfter = (box: WeatherBox, by: number): WeatherBox =>
  Math.max(WEATHER_MIN, Math.min(WEATHER_MAX, box + by)) as WeatherBox;

const WEATHER_BOX = new Map<WeatherBox, WeatherTrackBox>(WEATHER_TRACK.map((b) => [b.box, b]));
function weatherBox(box: WeatherBox): WeatherTrackBox {
  const b = WEATHER_BOX.get(box);
  if (!b) throw new Error(`the Weather Track has no box ${box}`);
  return b;
}
/** r. 2.2: the drifts are flooded while the weather marker is in Deep Mud (Table 4.3). */
export const floodsDrifts = (box: WeatherBox): boolean => weatherBox(box).driftsFlooded;
/** §3.5: −1 to operational movement in the Mud and Deep Mud boxes (Table 4.3). */
export const slowsColumns = (box: WeatherBox): boolean => weatherBox(box).operationalMovementMinusOne;
/** The box's name on the Weather Track (Deep Mud …). */
export const weatherBoxLabel = (box: WeatherBox): string => weatherBox(box).label;

/** Tactical Time Track labels (Table 4.5). */
export const TACTICAL_HOUR_LABEL: readonly string[] = [
  'Start',
  '5 am',
  '6 am',
  '7 am',
  '8 am',
  '9 am',
  '10 am',
  '11 am',
  'Noon',
  '1 pm',
  '2 pm',
  '3 pm',
  '4 pm',
  '5 pm',
  '6 pm',
  '7 pm',
  '8 pm',
];
