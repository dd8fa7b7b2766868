import { useCallback, useState } from "react";

/**
 * A file a form is about to send, checked in the browser as it is chosen: a file the server would
 * refuse is refused here, with the server's message, before any byte goes (a picture of 10 MB or
 * a sermon's audio of 200 MB would otherwise cross a phone connection first).
 */
export function useFileChoice(problemOf: (file: File) => string | null) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Takes the file, or refuses it (and says whether it was taken). */
  const choose = useCallback(
    (file: File | null): boolean => {
      const problem = file ? problemOf(file) : null;
      setRefusal(problem);
      setChosen(problem ? null : file);
      return problem === null;
    },
    [problemOf],
  );
  /** Found wrong after it was taken (a picture the browser cannot draw, one with too many pixels). */
  const refuse = useCallback((message: string) => {
    setRefusal(message);
    setChosen(null);
  }, []);
  const clear = useCallback(() => {
    setRefusal(null);
    setChosen(null);
  }, []);

  return { chosen, refusal, choose, refuse, clear };
}

export type FileChoice = ReturnType<typeof useFileChoice>;
