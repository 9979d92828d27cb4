// Keep the distinct values seen so far in a list and search it linearly for each element:
// O(n d) time (O(n^2) when the values are distinct) AND O(d) extra space for the list, so
// it is slower than sorting a copy and larger than scanning the input itself.
class Solution {
public:
    int solve(const vector<long long>& a) {
        vector<long long> seen;
        for (long long x : a) {
            bool found = false;
            for (long long y : seen)
                if (y == x) { found = true; break; }
            if (!found) seen.push_back(x);
        }
        return seen.size();
    }
};
