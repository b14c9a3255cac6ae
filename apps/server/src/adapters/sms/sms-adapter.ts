/** Sends one SMS or places one voice call reading the text. */
export interface SmsAdapter {
  send(message: { to: string; text: string; call: boolean }): Promise<void>;
}
