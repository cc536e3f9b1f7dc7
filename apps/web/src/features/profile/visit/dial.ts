/**
 * Opens the phone's dialer on a number (`tel:`), right after the tap that asked for it. A module of its own so
 * tests can see the number dialled (jsdom cannot navigate to `tel:`).
 */
export function openDialer(number: string): void {
  window.location.assign(`tel:${number}`);
}
