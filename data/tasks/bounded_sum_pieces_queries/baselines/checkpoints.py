# One greedy pass keeping its state (pieces so far, sum of the open piece) after every multiple
# of B = isqrt(m) values; a query resumes from the checkpoint at or below its n (over a slice of
# fewer than B values): O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
class Solution:
    def solve(self, s: int, a: List[int], e: List[int]) -> List[int]:
        m = len(a)
        block = max(1, math.isqrt(m))
        saved_pieces = [1] * (m // block + 1)  # the state after j * block values
        saved_total = [0] * (m // block + 1)
        pieces, total = 1, 0
        countdown = block
        j = 0
        for x in a:
            if total + x > s:
                pieces += 1
                total = x
            else:
                total += x
            countdown -= 1
            if countdown == 0:
                j += 1
                saved_pieces[j] = pieces
                saved_total[j] = total
                countdown = block
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            pieces, total = saved_pieces[j], saved_total[j]
            for x in a[j * block:n]:
                if total + x > s:
                    pieces += 1
                    total = x
                else:
                    total += x
            last = pieces
            answer.append(last)
        return answer
