import { toast } from '../../lib/toast-store';

/** Copies text to the clipboard and says whether it worked (the clipboard may be refused, or missing over HTTP). */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} copied to the clipboard.` });
  } catch {
    toast({
      title: 'Could not copy',
      description: `Please select the ${what.toLowerCase()} and copy it yourself.`,
      variant: 'destructive',
    });
  }
}
