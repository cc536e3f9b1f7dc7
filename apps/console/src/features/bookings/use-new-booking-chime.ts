import { useEffect, useRef } from "react";

/** A short two-note chime, generated (no sound file to download). */
function chime(audio: AudioContext) {
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.3);
  }
}

/**
 * Chimes when `count` (the new bookings) goes up. Browsers only let a page play sound after the user has
 * interacted with it, so the audio is set up on the first click or key press and stays silent before that.
 */
export function useNewBookingChime(count: number) {
  const audio = useRef<AudioContext | null>(null);
  const previous = useRef(count);

  useEffect(() => {
    const unlock = () => {
      if (typeof window.AudioContext !== "function") return;
      audio.current ??= new window.AudioContext();
      void audio.current.resume();
    };
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
      void audio.current?.close();
      audio.current = null;
    };
  }, []);

  useEffect(() => {
    if (count > previous.current && audio.current?.state === "running") chime(audio.current);
    previous.current = count;
  }, [count]);
}
