"""Static storage of a compiled solution, read from its object file.

Static storage (globals, function-local statics, constant tables) is memory the solution
holds for the whole call, so it is charged as extra memory. It is the allocated,
non-executable data sections of the solution's own object: .data, .bss, .rodata and
thread-locals, without unwind tables and notes, which belong to the code.
"""

from __future__ import annotations

import struct
from pathlib import Path

SHF_ALLOC, SHF_EXECINSTR = 0x2, 0x4
SHT_PROGBITS, SHT_NOBITS = 1, 8
CODE_SECTIONS = (".eh_frame", ".gcc_except_table", ".note", ".comment")


class ElfError(ValueError):
    pass


def static_storage_bytes(path: Path) -> int:
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ElfError(f"{path} is not a little-endian 64-bit ELF object")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)

    def section(i: int) -> tuple[int, int, int, int, int]:
        name, kind, flags, _addr, offset, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        return name, kind, flags, offset, size

    strtab_offset = section(shstrndx)[3]
    total = 0
    for i in range(shnum):
        name_index, kind, flags, _offset, size = section(i)
        end = data.index(b"\0", strtab_offset + name_index)
        name = data[strtab_offset + name_index : end].decode("ascii", "replace")
        if kind not in (SHT_PROGBITS, SHT_NOBITS) or not flags & SHF_ALLOC or flags & SHF_EXECINSTR:
            continue
        if name.startswith(CODE_SECTIONS):
            continue
        total += size
    return total
