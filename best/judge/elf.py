"""What a compiled solution holds and names, read from its object file.

Static storage (globals, function-local statics, constant tables) is memory the solution
holds for the whole call, so it is charged as extra memory. It is every allocated section
the program can write, whatever its name or type (a `.note.x` section declared writable is
storage like any other), every allocated read-only data section but the compiler's unwind
and exception tables and its property note (which belong to the code), and every COMMON
symbol, which occupies no section of the object and is only laid out by the linker.

The symbols are what best.judge.languages.cpp_rules checks: what the solution defines and
what it references.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache
from pathlib import Path

SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHT_SYMTAB, SHT_DYNSYM = 2, 11
SHN_UNDEF, SHN_COMMON = 0, 0xFFF2
STB_GLOBAL, STB_WEAK, STB_GNU_UNIQUE = 1, 2, 10
STV_DEFAULT, STV_PROTECTED = 0, 3
STT_GNU_IFUNC = 10
CODE_TABLES = {".eh_frame", ".gcc_except_table", ".note.gnu.property"}  # read-only, the code's own


class ElfError(ValueError):
    pass


@dataclass(frozen=True)
class Section:
    name: str
    kind: int
    flags: int
    offset: int
    size: int
    link: int


@dataclass(frozen=True)
class Symbol:
    name: str
    defined: bool  # in a section of the object, absolute, or COMMON
    visible: bool  # global, weak or unique, and not hidden: the linker can bind others to it
    common_size: int  # bytes a COMMON symbol asks the linker to reserve, else 0
    ifunc: bool = False  # resolved by code of its own when the program is loaded, before any constructor


def _read(path: Path) -> tuple[bytes, list[Section]]:
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or len(data) < 64 or data[4] != 2 or data[5] != 1:
        raise ElfError(f"{path} is not a little-endian 64-bit ELF file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    raw = []
    for i in range(shnum):
        name, kind, flags, _addr, offset, size, link = struct.unpack_from("<IIQQQQI", data, shoff + i * shentsize)
        raw.append((name, kind, flags, offset, size, link))
    names_at = raw[shstrndx][3] if shnum else 0
    sections = [Section(_string(data, names_at + r[0]), *r[1:]) for r in raw]
    return data, sections


def _string(data: bytes, at: int) -> str:
    end = data.index(b"\0", at)
    return data[at:end].decode("ascii", "replace")


def _symbols(data: bytes, sections: list[Section], kind: int) -> list[Symbol]:
    out = []
    for table in (s for s in sections if s.kind == kind):
        strings = sections[table.link].offset
        for at in range(table.offset + 24, table.offset + table.size, 24):  # entry 0 is the null symbol
            name, info, other, shndx, _value, size = struct.unpack_from("<IBBHQQ", data, at)
            binding, visibility = info >> 4, other & 0x3
            out.append(Symbol(name=_string(data, strings + name), defined=shndx != SHN_UNDEF,
                              visible=binding in (STB_GLOBAL, STB_WEAK, STB_GNU_UNIQUE)
                              and visibility in (STV_DEFAULT, STV_PROTECTED),
                              common_size=size if shndx == SHN_COMMON else 0, ifunc=info & 0xF == STT_GNU_IFUNC))
    return out


@dataclass(frozen=True)
class ObjectFile:
    """A compiled solution's object, read once: its sections and its symbol table."""

    sections: list[Section]
    symbols: list[Symbol]  # named symbols only

    @property
    def section_names(self) -> list[str]:
        return [s.name for s in self.sections]

    @property
    def static_storage_bytes(self) -> int:
        return sum(s.size for s in self.sections if _storage(s)) + sum(sym.common_size for sym in self.symbols)


def read_object(path: Path) -> ObjectFile:
    data, sections = _read(path)
    return ObjectFile(sections, [s for s in _symbols(data, sections, SHT_SYMTAB) if s.name])


@cache
def dynamic_exports(path: Path) -> frozenset[str]:
    """The names a shared library defines for others (the C library's, for cpp_rules)."""
    data, sections = _read(path)
    return frozenset(s.name for s in _symbols(data, sections, SHT_DYNSYM) if s.defined and s.visible and s.name)


def _storage(s: Section) -> bool:
    """Loaded and writable, whatever its name; or loaded read-only data that is not the code's own tables."""
    if not s.flags & SHF_ALLOC:
        return False
    if s.flags & SHF_WRITE:
        return True
    code_table = s.name in CODE_TABLES or s.name.startswith(".gcc_except_table.")
    return not s.flags & SHF_EXECINSTR and s.kind not in (SHT_SYMTAB, SHT_DYNSYM) and not code_table

