# Copies the (weight, index) keys into a list, then takes the next lightest and the next
# heaviest by one scan of the copy each: quadratic time AND linear space. Correct,
# dominated by every baseline.
class Solution:
    def solve(self, w: List[int], limit: int) -> int:
        keys = [(x << 20) | i for i, x in enumerate(w)]
        waiting = len(keys)
        none = 1 << 62
        light = min(keys)
        heavy = max(keys)
        boats = 0
        while waiting > 0:
            boats += 1
            if waiting == 1:
                break
            if (light >> 20) + (heavy >> 20) <= limit:
                waiting -= 2
                if waiting == 0:
                    break
                last, light = light, none
                for key in keys:
                    if last < key < light:
                        light = key
            else:
                waiting -= 1
            last, heavy = heavy, -1
            for key in keys:
                if heavy < key < last:
                    heavy = key
        return boats
