/**
 * Texts appended one after another into one string, with the end offset of each (in UTF-16 code
 * units). Loading gathers each page into one string and all pages into one at the end: one flat
 * string the garbage collector never walks, sliced without copying. The autocomplete's prefix index
 * (decision 155) and the comparables' copy (decision 182) hold their texts so.
 */
export class Texts {
  text = '';
  ends = new Uint32Array(1 << 12);
  length = 0;
  private used = 0;
  private page: string[] = [];
  private pages: string[] = [];

  push(text: string): void {
    this.page.push(text);
    this.used += text.length;
    if (this.length === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.length++] = this.used;
  }

  endPage(): void {
    if (this.page.length > 0) this.pages.push(this.page.join(''));
    this.page = [];
  }

  seal(): void {
    this.endPage();
    this.text = this.pages.join('');
    this.pages = [];
    this.ends = this.ends.slice(0, this.length);
  }

  start(i: number): number {
    return i === 0 ? 0 : this.ends[i - 1]!;
  }

  at(i: number): string {
    return this.text.slice(this.start(i), this.ends[i]!);
  }

  get byteSize(): number {
    // A string of Latin-1 text takes a byte a character, other text two.
    return this.text.length * (/[\u0100-\uffff]/.test(this.text) ? 2 : 1) + this.ends.byteLength;
  }
}
