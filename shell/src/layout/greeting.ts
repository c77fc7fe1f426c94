// The top bar greets the user by the time of day in Lagos, whatever the device clock's zone.
const lagosHour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Africa/Lagos' });

export function greeting(name: string | undefined, now: Date = new Date()): string {
  const hour = Number(lagosHour.format(now));
  const part = hour >= 5 && hour < 12 ? 'Good morning' : hour >= 12 && hour < 17 ? 'Good afternoon' : 'Good evening';
  const firstName = name?.trim().split(/\s+/)[0];
  return firstName ? `${part}, ${firstName}` : part;
}
