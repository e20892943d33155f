/** 'Speed to lead' figures as staff read them. */

/** A median in minutes as '45 min', '2 h 5 min', '3 h', '2 d 4 h'; '—' without a sample. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours < 48) return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}

/** '1 going cold', '3 going cold'. */
export function goingColdText(count: number): string {
  return `${count} going cold`;
}
