# sorted() copy; one scan keeping the last kept folder: a folder is removed when it begins
# with that folder + "/". O(n L log n) time, O(n) extra space.
class Solution:
    def solve(self, folders: List[str]) -> int:
        kept = 0
        last = "\0"
        for f in sorted(folders):
            if not f.startswith(last):
                last = f + "/"
                kept += 1
        return kept
