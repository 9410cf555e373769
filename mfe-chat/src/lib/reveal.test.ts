import { wordEnds } from './reveal';

const revealed = (text: string) => wordEnds(text).map((end) => text.slice(0, end));

describe('wordEnds: the word-by-word reveal', () => {
  it('reveals one word at a time, keeping spaces and line breaks as written', () => {
    expect(revealed('Namaste!  Where to\nnext?')).toEqual(['Namaste!', 'Namaste!  Where', 'Namaste!  Where to', 'Namaste!  Where to\nnext?']);
  });

  it('reveals a markdown link as one word', () => {
    expect(revealed('See [Kerala tour packages](/kerala-tour-packages), then')).toEqual([
      'See',
      'See [Kerala tour packages](/kerala-tour-packages),',
      'See [Kerala tour packages](/kerala-tour-packages), then',
    ]);
  });

  it('has no words in blank text', () => {
    expect(wordEnds('')).toEqual([]);
    expect(wordEnds(' \n ')).toEqual([]);
  });
});
