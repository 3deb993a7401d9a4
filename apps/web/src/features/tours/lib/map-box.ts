/** The tours map's box: the server's placeholder and the drawn map take the same room. */
export const MAP_BOX_CLASS = 'h-[28rem] w-full sm:h-[32rem]';
