import type { ComponentType } from 'react';
import type { Translate } from '~/lib/i18n';
import type { StudioSound } from './studio-sound';
import type { StudioRound, StudioSession } from './studio-session';

/**
 * What every game client module (one per engine, loaded only on its own game's page) gets from the frame and gives
 * back. The frame owns the balance, the bet, the round requests, the errors, the history and the fairness panel; a
 * client draws its game and says what its main button does.
 */

/** The frame's main button (Spin, Play, Cash out): Space and Enter press it too. */
export interface PrimaryAction {
  label: string;
  onPress: () => void;
  disabled?: boolean;
  /** One-shot rounds may be repeated by autoplay; a round with decisions may not. */
  repeatable?: boolean;
  /** The stake is fixed while a round with decisions is open: the bet selector locks. */
  locksBet?: boolean;
}

/** The formatting a client needs, in the frame's locale and the session's currency. */
export interface StudioFormat {
  locale: string;
  t: Translate;
  money: (minor: number) => string;
  multiplier: (hundredths: number) => string;
  percent: (share: number) => string;
}

export interface StudioHandle extends StudioFormat {
  session: StudioSession;
  /** The stake chosen in the frame's bet selector, minor units. */
  bet: number;
  /** A request is under way or a result is being drawn: no new round may start. */
  busy: boolean;
  /** Starts a round; null when the server refused (the frame shows why). The frame stays busy until `reveal`. */
  start: (params: unknown) => Promise<StudioRound | null>;
  /** Sends a decision on the open round; null when refused. */
  act: (roundId: string, action: unknown) => Promise<StudioRound | null>;
  /**
   * The client has drawn the round's latest step: the frame frees the buttons and, for a finished round, shows the
   * new balance, tells the casino page and refreshes the history. Never earlier than min_round_ms after the start.
   */
  reveal: (round: StudioRound) => void;
  /** An animation's length stretched to the session's minimum round duration. */
  roundMs: (naturalMs: number) => number;
  sound: StudioSound;
}

export interface GameClientProps {
  studio: StudioHandle;
  setPrimary: (action: PrimaryAction | null) => void;
}

export interface RecallProps {
  round: StudioRound;
  config: unknown;
  format: StudioFormat;
}

export interface GameClientModule {
  /** The game as played: the stage, the game's own controls, and the main button through setPrimary. */
  Play: ComponentType<GameClientProps>;
  /** One stored round drawn still from its public state (the history drawer). */
  Recall: ComponentType<RecallProps>;
  /** The stake range of a configuration, when it is not `config.minBet` / `config.maxBet`. */
  betRange?: (config: unknown) => { min: number; max: number };
}
